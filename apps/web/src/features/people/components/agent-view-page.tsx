import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { AGENT_ROLES, permissionChangeRefusal, reactivationRefusal, type AgentDetails, type AgentRole } from '@tripfront/domain/people';
import { NAV_PERMISSION_KEYS } from '@tripfront/domain/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useAgent, useAgentAction, useChangeRole, useSetPermissions } from '../api/agents.ts';
import { usePeopleTranslation } from '../hooks/use-people-translation.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { peopleErrorMessage } from './people-errors.ts';
import { PeoplePage, QueryState } from './people-page.tsx';
import { StatusBadge, fullName } from './status-badge.tsx';

/** /users/agents/view/:profileId (spec §2, issue #16): one agent's role, read permissions and account. */
export function AgentViewPage() {
  const { t } = usePeopleTranslation();
  const { profileId = '' } = useParams();
  const query = useAgent(profileId);
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <PeoplePage title={query.data ? fullName(query.data) : t('agents.title')} permission="agents">
      <p>
        <Link to={paths.agent.agents()}>{t('agents.back')}</Link>
      </p>
      {query.data ? (
        <AgentDetailsView key={query.data.id} agent={query.data} />
      ) : notFound ? (
        <p className="tf-people__notice" role="alert">
          {t('agentView.notFound')}
        </p>
      ) : (
        <QueryState error={query.error} onRetry={() => void query.refetch()} />
      )}
    </PeoplePage>
  );
}

function AgentDetailsView({ agent }: { agent: AgentDetails }) {
  const { t } = usePeopleTranslation();
  const me = useCurrentUser();
  const isOwner = agent.role === 'AgencyOwner';
  // Only an owner makes or unmakes an owner (domain roleChangeRefusal): others do not get the choice.
  const roles = me?.userType === 'AgencyOwner' ? AGENT_ROLES : AGENT_ROLES.filter((r) => r !== 'AgencyOwner');
  const mayChangeRole = me?.userType === 'AgencyOwner' || !isOwner;
  const dates = useDisplayDate();
  // Nobody sets their own permissions, nor an owner's (domain permissionChangeRefusal); the API refuses both.
  const permissionsRefusal = me ? permissionChangeRefusal(me, { id: agent.id, userType: agent.userType }) : null;
  return (
    <div className="tf-people__sections">
      <section className="tf-people__section" aria-labelledby="agent-account">
        <h2 id="agent-account">{t('agentView.accountTitle')}</h2>
        <p className="tf-people__email">
          <bdi>{agent.email}</bdi>
        </p>
        <p>
          <StatusBadge status={agent.status} />{' '}
          {agent.invitedAt && agent.status === 'invited' && t('agentView.invitedOn', { date: dates.date(agent.invitedAt) })}
        </p>
        <AccountActions agent={agent} self={me?.id === agent.id} mayReactivate={me !== null && reactivationRefusal(me, agent) === null} />
      </section>
      <section className="tf-people__section" aria-labelledby="agent-role">
        <h2 id="agent-role">{t('agentView.roleTitle')}</h2>
        <RoleForm agent={agent} roles={roles} disabled={!mayChangeRole} />
      </section>
      <section className="tf-people__section" aria-labelledby="agent-permissions">
        <h2 id="agent-permissions">{t('agentView.permissionsTitle')}</h2>
        {permissionsRefusal === null ? (
          <PermissionsForm agent={agent} />
        ) : (
          <p>{t(permissionsRefusal === 'ownerPermissions' ? 'agentView.ownerPermissions' : 'agentView.selfPermissions')}</p>
        )}
      </section>
    </div>
  );
}

function RoleForm({ agent, roles, disabled }: { agent: AgentDetails; roles: readonly AgentRole[]; disabled: boolean }) {
  const { t } = usePeopleTranslation();
  const [role, setRole] = useState<AgentRole>(agent.role);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const change = useChangeRole();
  const save = async () => {
    setMessage(null);
    try {
      await change.mutateAsync({ id: agent.id, role });
      setMessage({ ok: true, text: t('agentView.roleSaved') });
    } catch (error) {
      setMessage({ ok: false, text: peopleErrorMessage(error, t) });
      setRole(agent.role);
    }
  };
  return (
    <form
      className="tf-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="tf-form__field">
        <label htmlFor="agent-role-select">{t('agents.role')}</label>
        <select
          id="agent-role-select"
          value={role}
          disabled={disabled}
          aria-describedby="agent-role-hint"
          onChange={(e) => setRole(e.target.value as AgentRole)}
        >
          {(disabled ? [agent.role] : roles).map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
        <p className="tf-form__hint" id="agent-role-hint">
          {t('agentView.roleHint')}
        </p>
      </div>
      <Feedback message={message} />
      {!disabled && (
        <button type="submit" className="tf-button tf-button--primary" disabled={change.isPending || role === agent.role}>
          {change.isPending ? t('common.saving') : t('agentView.saveRole')}
        </button>
      )}
    </form>
  );
}

function PermissionsForm({ agent }: { agent: AgentDetails }) {
  const { t } = usePeopleTranslation();
  // The side navigation's own names for its items (translation.json sideNav.*).
  const { t: nav } = useTranslation();
  const [reads, setReads] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(NAV_PERMISSION_KEYS.map((key) => [key, agent.permissions[key]?.read ?? true])),
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const set = useSetPermissions();
  const dirty = NAV_PERMISSION_KEYS.some((key) => reads[key] !== (agent.permissions[key]?.read ?? true));
  const save = async () => {
    setMessage(null);
    try {
      await set.mutateAsync({ id: agent.id, permissions: Object.fromEntries(NAV_PERMISSION_KEYS.map((key) => [key, { read: reads[key] ?? true }])) });
      setMessage({ ok: true, text: t('agentView.permissionsSaved') });
    } catch (error) {
      setMessage({ ok: false, text: peopleErrorMessage(error, t) });
    }
  };
  return (
    <form
      className="tf-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="tf-people__permissions" aria-describedby="agent-permissions-hint">
        <legend className="tf-sr-only">{t('agentView.permissionsTitle')}</legend>
        <p className="tf-form__hint" id="agent-permissions-hint">
          {t('agentView.permissionsHint')}
        </p>
        <ul>
          {NAV_PERMISSION_KEYS.map((key) => (
            <li key={key}>
              <label className="tf-form__check">
                <input
                  type="checkbox"
                  role="switch"
                  checked={reads[key] ?? true}
                  onChange={(e) => setReads((current) => ({ ...current, [key]: e.target.checked }))}
                />
                {nav(`sideNav.${key}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Feedback message={message} />
      <button type="submit" className="tf-button tf-button--primary" disabled={set.isPending || !dirty}>
        {set.isPending ? t('common.saving') : t('agentView.savePermissions')}
      </button>
    </form>
  );
}

function AccountActions({ agent, self, mayReactivate }: { agent: AgentDetails; self: boolean; mayReactivate: boolean }) {
  const { t } = usePeopleTranslation();
  const action = useAgentAction();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const name = fullName(agent);
  const run = async (kind: 'reactivate' | 'invitation') => {
    setMessage(null);
    try {
      await action.mutateAsync({ id: agent.id, action: kind });
      setMessage({ ok: true, text: kind === 'reactivate' ? t('agentView.reactivated', { name }) : t('invite.resent', { email: agent.email }) });
    } catch (error) {
      setMessage({ ok: false, text: peopleErrorMessage(error, t) });
    }
  };
  return (
    <>
      <div className="tf-people__row-actions">
        {agent.status === 'invited' && (
          <button type="button" className="tf-button tf-button--outline" disabled={action.isPending} onClick={() => void run('invitation')}>
            {t('invite.resend')}
          </button>
        )}
        {agent.status === 'disabled'
          ? mayReactivate && (
              <button type="button" className="tf-button tf-button--outline" disabled={action.isPending} onClick={() => void run('reactivate')}>
                {t('agentView.reactivate')}
              </button>
            )
          : !self && (
              <button type="button" className="tf-button tf-button--outline tf-people__danger" onClick={() => setConfirming(true)}>
                {t('agentView.deactivate')}
              </button>
            )}
      </div>
      <Feedback message={message} />
      <ConfirmDialog
        open={confirming}
        title={t('agentView.deactivateTitle', { name })}
        body={t('agentView.deactivateBody')}
        confirm={t('agentView.deactivate')}
        onConfirm={async () => {
          await action.mutateAsync({ id: agent.id, action: 'deactivate' });
          setMessage({ ok: true, text: t('agentView.deactivated', { name }) });
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** A save's outcome: success politely, a refusal as an alert. */
function Feedback({ message }: { message: { ok: boolean; text: string } | null }) {
  if (!message) return null;
  return message.ok ? (
    <p className="tf-people__success" role="status">
      {message.text}
    </p>
  ) : (
    <p className="tf-form__alert" role="alert">
      {message.text}
    </p>
  );
}
