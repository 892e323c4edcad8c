import type { UserRecord } from '@fleetgraph/shared/contracts/users';

/**
 * The account Subscription panel's way to ask for another plan: the plan picker and the reason
 * dialog (built by the requests issue). Renders nothing until then.
 */
export function ChangePlanButton(_props: { user: UserRecord }) {
  return null;
}
