import { Navigate, Outlet, useLocation } from 'react-router';
import { devicePath, type Device } from './device';

/** Keeps in-app navigation on the device's side of /pc: links from shared data (nav urls) work on both apps. */
export function DeviceGuard({ device }: { device: Device }) {
  const location = useLocation();
  const target = devicePath(device, location.pathname);
  if (target) return <Navigate replace to={target + location.search + location.hash} />;
  return <Outlet />;
}
