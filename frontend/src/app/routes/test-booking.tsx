import { PageLoader } from '@/components/page-loader';
import { TestBookingScreen } from '@/features/test-booking/components/test-booking-screen';
import { useClientConfig } from '@/lib/client-config';
import { NotFoundRoute } from './not-found';

/** RULES: the page exists only while the server has test bookings on (TEST_BOOKING_ENABLED). */
export function TestBookingRoute() {
  const config = useClientConfig();
  if (config.isLoading) return <PageLoader />;
  if (config.data?.testBookingEnabled === false) return <NotFoundRoute />;
  return <TestBookingScreen />;
}
