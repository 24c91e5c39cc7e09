import { TestBookingScreen } from '@/features/test-booking/components/test-booking-screen';

export function TestBookingRoute() {
  return <TestBookingScreen />;
}
