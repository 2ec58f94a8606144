export { AdSlot } from './ad-slot.tsx';
