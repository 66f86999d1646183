import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PLANS } from '@shared/constants/plans';
import { renderWithApi } from '../testing/render-with-api';
import { CheckoutSummary } from './checkout-summary';
import { PricingPlans } from './pricing-plans';

const card = (name: string) => screen.getByRole('article', { name });

describe('pricing plans', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three plans with their exact names, prices and features, and the guarantee', () => {
    renderWithApi(<PricingPlans />, { path: '/pricing' });
    expect(
      screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby')),
    ).toHaveLength(3);
    for (const plan of PLANS) {
      const c = card(plan.name);
      expect(within(c).getByText(plan.priceLabel)).toBeTruthy();
      expect(within(c).getByText(plan.period)).toBeTruthy();
      expect(
        within(c)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([...plan.features]);
    }
    expect(within(card('Bridge Builder')).getByText('Most Popular')).toBeTruthy();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(
      screen.getByText(
        /30-day money-back guarantee · No setup fees · Billed monthly, renews until you cancel/,
      ),
    ).toBeTruthy();
  });

  it('on a server that takes no payments, says every plan is included and offers no checkout', () => {
    renderWithApi(<PricingPlans currentPlan="explorer" takesPayments={false} />, {
      path: '/pricing',
    });
    expect(screen.getByTestId('no-payments').textContent).toMatch(/Everything is included/);
    for (const plan of PLANS) {
      expect(within(card(plan.name)).queryByRole('link')).toBeNull();
      expect(within(card(plan.name)).getByText('Included on this server')).toBeTruthy();
    }
    expect(screen.queryByText(/money-back guarantee/)).toBeNull();
    expect(screen.queryByText('Your current plan')).toBeNull();
  });

  it('leads Explorer and Bridge Builder to checkout and Ecosystem Master to contact, without calling the server', () => {
    const { fetchMock } = renderWithApi(<PricingPlans />, { path: '/pricing' });
    expect(
      within(card('Explorer')).getByRole('link', { name: 'Start Free' }).getAttribute('href'),
    ).toBe('/checkout?plan=explorer');
    expect(
      within(card('Ecosystem Master'))
        .getByRole('link', { name: 'Contact Sales' })
        .getAttribute('href'),
    ).toBe('/contact?plan=enterprise');
    fireEvent.click(within(card('Bridge Builder')).getByRole('link', { name: 'Start Building' }));
    expect(screen.getByTestId('location').textContent).toBe('/checkout?plan=pro');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks the plan the user is on', () => {
    renderWithApi(<PricingPlans currentPlan="pro" />, { path: '/pricing' });
    expect(within(card('Bridge Builder')).getByText('Your current plan')).toBeTruthy();
    expect(screen.getAllByText('Your current plan')).toHaveLength(1);
  });
});

describe('checkout summary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what Bridge Builder costs each month and that it renews until cancelled', () => {
    renderWithApi(<CheckoutSummary planId="pro" />);
    expect(screen.getByRole('heading', { name: 'Bridge Builder' })).toBeTruthy();
    expect(screen.getByText('$29.00 USD')).toBeTruthy();
    expect(screen.getByText('Every month')).toBeTruthy();
    expect(
      screen.getByText(
        /billed monthly through PayPal and renews each month until you cancel\. Cancel anytime: you keep Bridge Builder until the end of the month you paid for/,
      ),
    ).toBeTruthy();
  });

  it('shows Explorer as free', () => {
    renderWithApi(<CheckoutSummary planId="explorer" />);
    expect(screen.getByRole('heading', { name: 'Explorer' })).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
  });
});
