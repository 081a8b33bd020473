// The dashboard's query keys, in one place: whose progress (the email) is part of the key.
export const dashboardKeys = {
  dashboard: (email: string) => ['dashboard', email] as const,
};
