import { useParams } from 'react-router-dom';
import { lazyComponent } from '@/lib/lazy-component';

const ManageAppointmentScreen = lazyComponent(
  () => import('@/features/customer-appointment/components/manage-appointment-screen'),
  (module) => module.ManageAppointmentScreen,
);

/**
 * /appointment/:token, the link of the customer's confirmation mail (issue 18): no sign-in, the token is the key. Its
 * code is a chunk of its own, so a salesperson's first load carries none of it. A new token is a new page (`key`).
 */
export function CustomerAppointmentRoute() {
  const { token = '' } = useParams();
  return <ManageAppointmentScreen key={token} token={token} />;
}
