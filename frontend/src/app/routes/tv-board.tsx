import { useParams } from 'react-router-dom';
import { lazyComponent } from '@/lib/lazy-component';

const TvBoardScreen = lazyComponent(
  () => import('@/features/tv/components/tv-board-screen'),
  (module) => module.TvBoardScreen,
);

/**
 * /tv/:token, a showroom screen (issue 20, part 4): no sign-in, the token an admin made for the screen is the key. Its
 * code is a chunk of its own, so nobody else's first load carries it. A new token is a new page (`key`).
 */
export function TvBoardRoute() {
  const { token = '' } = useParams();
  return <TvBoardScreen key={token} token={token} />;
}
