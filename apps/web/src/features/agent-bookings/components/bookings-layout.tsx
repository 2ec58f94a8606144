import { Outlet } from 'react-router';
import { useAgentBookingsTranslation } from '../hooks/use-agent-bookings-translation.ts';
import '../../../components/ui/form.css';
import './agent-bookings.css';
import { AgentGate } from '../../agent-nav/index.ts';

/** /bookings/*: the back-office's bookings, as the settings' layout: agents only, the side navigation is the shell's. */
export function BookingsLayout() {
  const { t } = useAgentBookingsTranslation();
  return (
    <div className="tf-container tf-page tf-agent-bookings">
      <AgentGate messages={{ agentsOnly: t('agentsOnly') }} noticeClassName="tf-agent-bookings__notice">
        <Outlet />
      </AgentGate>
    </div>
  );
}
