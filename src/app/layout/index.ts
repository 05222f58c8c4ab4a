// The site header and footer.
export { Header } from './header';
export { Footer } from './footer';
