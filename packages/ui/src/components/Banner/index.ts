export {
  Banner,
  type BannerLabels,
  type BannerProps,
  type BannerTone,
  bannerLabels,
  bannerTones,
} from './Banner.tsx';
