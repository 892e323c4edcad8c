import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PublicLayout, SignedInLayout } from './page-layouts';
import { Protected, PublicOnly, TokenExpiryWatcher } from './components/route-guards';
import { ForgotPasswordPage } from './features/auth/forgot-password-page';
import { LoginPage } from './features/auth/login-page';
import { RequireChangePasswordPage } from './features/auth/require-change-password-page';
import { ResetPasswordPage } from './features/auth/reset-password-page';
import { HomePage } from './features/home/home-page';

// Long pages with their own content (the country list, legal texts, resources) load on demand.
const SignUpPage = lazy(() => import('./features/auth/sign-up-page').then((m) => ({ default: m.SignUpPage })));
const PrivacyPage = lazy(() => import('./features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('./features/legal/terms-page').then((m) => ({ default: m.TermsPage })));
const SearchPage = lazy(() => import('./features/search/search-page').then((m) => ({ default: m.SearchPage })));
const ResourcesPage = lazy(() => import('./features/resources/resources-page').then((m) => ({ default: m.ResourcesPage })));
const AdminPage = lazy(() => import('./features/admin/admin-page').then((m) => ({ default: m.AdminPage })));
const AccountPage = lazy(() => import('./features/account/account-page').then((m) => ({ default: m.AccountPage })));
// The graph page carries cytoscape and its layouts (~170 KB gzip): only those who open it load them.
const NetworksPage = lazy(() => import('./features/networks/networks-page').then((m) => ({ default: m.NetworksPage })));
const SupportPage = lazy(() => import('./features/support/support-page').then((m) => ({ default: m.SupportPage })));
const UpdateTierPage = lazy(() => import('./features/upgrade/update-tier-page').then((m) => ({ default: m.UpdateTierPage })));
const SubscriptionSubmitPage = lazy(() =>
  import('./features/upgrade/subscription-submit-page').then((m) => ({ default: m.SubscriptionSubmitPage })),
);

const BillingPage = lazy(() => import('./features/billing/billing-page').then((m) => ({ default: m.BillingPage })));
const PaymentPage = lazy(() => import('./features/payment/payment-page').then((m) => ({ default: m.PaymentPage })));

/** The route table with the spec's guards, in one place (spec section 2). */
export function AppRoutes() {
  return (
    <>
      <TokenExpiryWatcher />
      <Suspense
        fallback={
          <Center h="60vh">
            <Loader aria-label="Loading" />
          </Center>
        }
      >
        <Routes>
          <Route element={<PublicOnly><PublicLayout /></PublicOnly>}>
            <Route path="/" element={<LoginPage />} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/signup" element={<SignUpPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/resetpassword/:hashedemail" element={<ResetPasswordPage />} />
          </Route>
          <Route element={<Protected><SignedInLayout /></Protected>}>
            <Route path="/require-change-password" element={<RequireChangePasswordPage />} />
            <Route path="/home" element={<HomePage />} />
            <Route path="/terms" element={<TermsPage />} />
            <Route path="/policy" element={<PrivacyPage />} />
            <Route path="/resources" element={<ResourcesPage />} />
            <Route path="/search" element={<SearchPage />} />
            <Route path="/networks" element={<NetworksPage />} />
            <Route path="/account" element={<AccountPage />} />
            <Route path="/support" element={<SupportPage />} />
            <Route path="/updateTier" element={<UpdateTierPage />} />
            <Route path="/subscriptionSubmit" element={<SubscriptionSubmitPage />} />
            <Route path="/billing" element={<BillingPage />} />
            <Route path="/payment" element={<PaymentPage />} />
            <Route path="/admin" element={<Protected adminOnly><AdminPage /></Protected>} />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
