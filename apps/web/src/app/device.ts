export { detectDevice, devicePath, type Device } from '@mts/shared/device';
