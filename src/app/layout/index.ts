// The layout feature's public face: the site header and footer, and the addresses outside the app.
export { Header } from './header';
export { Footer } from './footer';
export { externalLinks } from '../../content/external-links';
