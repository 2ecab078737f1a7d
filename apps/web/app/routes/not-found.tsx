import { NotFound } from '../components/NotFound.tsx';

export default function NotFoundRoute() {
  return <NotFound />;
}
