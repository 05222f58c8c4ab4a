// The page for an address the app does not know; the same view answers an unknown question slug.
export { NotFoundPage as default } from '../../components/not-found';
