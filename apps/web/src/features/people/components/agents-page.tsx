import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAgents, useInviteAgent } from '../api/agents.ts';
import { usePeopleTranslation } from '../hooks/use-people-translation.ts';
import { InviteDialog } from './invite-dialog.tsx';
import { PeoplePage, QueryState, TableRegion } from './people-page.tsx';
import { StatusBadge, fullName } from './status-badge.tsx';

/** /users/agents (issue #16): the agency's agents with role and state; invite one by email. */
export function AgentsPage() {
  const { t } = usePeopleTranslation();
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const invite = useInviteAgent();
  return (
    <PeoplePage
      title={t('agents.title')}
      description={t('agents.description')}
      permission="agents"
      actions={
        <button type="button" className="tf-button tf-button--primary" onClick={() => setInviting(true)}>
          {t('agents.invite')}
        </button>
      }
    >
      <p className="tf-people__status" role="status">
        {notice}
      </p>
      <AgentList />
      <InviteDialog
        open={inviting}
        title={t('agents.inviteTitle')}
        intro={t('agents.inviteIntro')}
        withRole
        onInvite={(values) => invite.mutateAsync(values)}
        onClose={() => setInviting(false)}
        onSent={(email) => {
          setInviting(false);
          setNotice(t('invite.sent', { email }));
        }}
      />
    </PeoplePage>
  );
}

function AgentList() {
  const { t } = usePeopleTranslation();
  const query = useAgents();
  if (!query.data) return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="tf-people__empty">{t('agents.empty')}</p>;
  return (
    <TableRegion label={t('agents.title')}>
      <table className="tf-people__table">
        <thead>
          <tr>
            <th scope="col">{t('common.name')}</th>
            <th scope="col">{t('common.email')}</th>
            <th scope="col">{t('agents.role')}</th>
            <th scope="col">{t('common.status')}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((agent) => (
            <tr key={agent.id}>
              <th scope="row">
                <Link to={paths.agent.agentView(agent.id)} aria-label={t('agents.view', { name: fullName(agent) })}>
                  {fullName(agent)}
                </Link>
              </th>
              <td className="tf-people__email">
                <bdi>{agent.email}</bdi>
              </td>
              <td>{t(`roles.${agent.role}`)}</td>
              <td>
                <StatusBadge status={agent.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
