// A static export: `next build` writes plain HTML (what the server renders) to out/, served as files by the test.
export default { output: 'export' };
