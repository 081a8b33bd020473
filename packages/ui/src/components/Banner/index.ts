export { Banner, type BannerProps, type BannerTone, bannerTones } from './Banner.tsx';
