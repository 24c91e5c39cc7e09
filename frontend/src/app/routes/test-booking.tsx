import { PageLoader } from '@/components/page-loader';
import { useClientConfig } from '@/lib/client-config';
import { lazyComponent } from '@/lib/lazy-component';
import { NotFoundRoute } from './not-found';

const TestBookingScreen = lazyComponent(
  () => import('@/features/test-booking/components/test-booking-screen'),
  (module) => module.TestBookingScreen,
);

/** RULES: the page exists only while the server has test bookings on (TEST_BOOKING_ENABLED). */
export function TestBookingRoute() {
  const config = useClientConfig();
  if (config.isLoading) return <PageLoader />;
  if (config.data?.testBookingEnabled === false) return <NotFoundRoute />;
  return <TestBookingScreen />;
}
