export { SideNav } from './components/side-nav.tsx';
export { AgentGate } from './components/agent-gate.tsx';
