'use client';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  Appearance,
  Stripe,
  StripeElementLocale,
  StripeElements,
  StripeError,
} from '@stripe/stripe-js';
import type {
  CardFieldsProps,
  CardPaymentResult,
  CardPaymentSession,
  CardPaymentStatus,
  CardProvider,
} from '@unistay/react/checkout';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from '../i18n/messages.js';
import { stripeMessages } from './stripeMessages.js';

/** What `stripeCardProvider` takes: how Stripe is loaded and how its Payment Element looks. */
export interface StripeCardProviderOptions {
  /**
   * Loads Stripe for a publishable key. Default: `loadStripe` from `@stripe/stripe-js`, imported
   * only when the card fields first mount, since importing it injects stripe.js into the page.
   */
  loadStripe?: (publicKey: string) => Promise<Stripe | null>;
  /** The Payment Element's look: https://docs.stripe.com/elements/appearance-api */
  appearance?: Appearance;
}

// The languages Stripe's Elements speak: `StripeElementLocale` but `auto`.
const STRIPE_LOCALES = new Set(
  'ar bg cs da de el en en-AU en-CA en-NZ en-GB es es-419 et fi fil fr fr-CA he hu hr id it ja ko lt lv ms mt nb nl no pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(
    ' ',
  ),
);

/**
 * The language Stripe is closest to for a language of Unistay's it does not have: Hindi's is
 * English, India's other official language (where `auto` would follow whatever the browser says).
 */
const CLOSEST_STRIPE_LOCALE: Readonly<Record<string, StripeElementLocale>> = { hi: 'en' };

/**
 * The Stripe locale for a BCP 47 tag: the tag, else its language (`zh-CN` → `zh`), else the
 * closest Stripe has (`hi` → `en`), else `auto` (Stripe follows the browser).
 */
export function stripeLocale(locale: string | undefined): StripeElementLocale {
  if (!locale) return 'auto';
  if (STRIPE_LOCALES.has(locale)) return locale as StripeElementLocale;
  const language = locale.split('-')[0] as string;
  if (STRIPE_LOCALES.has(language)) return language as StripeElementLocale;
  return CLOSEST_STRIPE_LOCALE[language] ?? 'auto';
}

/**
 * The language Stripe's fields and sentences are shown in for a page in `locale`, where it is
 * known to be another than the page's: null when it is the page's own (or Stripe's `auto`).
 */
function otherLanguageShown(locale: string | undefined): string | null {
  const shown = stripeLocale(locale);
  if (!locale || shown === 'auto') return null;
  const languageOf = (tag: string) => tag.split('-')[0];
  return languageOf(shown) === languageOf(locale) ? null : shown;
}

/** A language's name in the page's language ("अंग्रेज़ी" for `en` on a Hindi page). */
const languageName = (language: string, locale: string) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;

const STATUSES = new Set<string>([
  'succeeded',
  'processing',
  'requires_payment_method',
  'requires_action',
  'canceled',
] satisfies CardPaymentStatus[]);
const isCardPaymentStatus = (status: string): status is CardPaymentStatus => STATUSES.has(status);

/** SetupIntents (saving a card for later) have `seti_` secrets; PaymentIntents `pi_`. */
const isSetupIntent = (clientSecret: string) => clientSecret.startsWith('seti_');

async function loadStripeJs(publicKey: string) {
  const { loadStripe } = await import('@stripe/stripe-js');
  return loadStripe(publicKey);
}

function toCardResult(
  error: StripeError | undefined,
  intentStatus: string | undefined,
  wordsInPageLanguage: boolean,
): CardPaymentResult {
  if (error) {
    // Stripe words its errors in the Elements' locale; without words (or in another language than
    // the page's), the checkout has its own.
    return {
      status: 'failed',
      ...(error.message && wordsInPageLanguage ? { message: error.message } : {}),
      ...(error.code ? { code: error.code } : {}),
    };
  }
  // With `redirect: 'if_required'` Stripe answers with neither when it sent the student away.
  if (!intentStatus) return { status: 'redirected' };
  if (intentStatus === 'succeeded') return { status: 'succeeded' };
  // `processing` (bank debits; rarely cards) and `requires_capture` (authorised, held) may still
  // end in the money being taken, so neither is success, nor a plain failure that invites paying
  // again with another card. There is no "pending" result, and `redirected` would leave the
  // wizard waiting for a navigation that never comes; so: failed, with a code to tell it apart.
  if (intentStatus === 'processing' || intentStatus === 'requires_capture') {
    return { status: 'failed', code: 'processing' };
  }
  return { status: 'failed' };
}

async function confirmCard(
  stripe: Stripe,
  elements: StripeElements,
  {
    clientSecret,
    returnUrl,
    locale,
  }: Pick<CardFieldsProps, 'clientSecret' | 'returnUrl' | 'locale'>,
): Promise<CardPaymentResult> {
  const wordsInPageLanguage = otherLanguageShown(locale) === null;
  const params = {
    elements,
    confirmParams: { return_url: returnUrl ?? window.location.href },
    redirect: 'if_required',
  } as const;
  if (isSetupIntent(clientSecret)) {
    const { error, setupIntent } = await stripe.confirmSetup(params);
    return toCardResult(error, setupIntent?.status, wordsInPageLanguage);
  }
  const { error, paymentIntent } = await stripe.confirmPayment(params);
  return toCardResult(error, paymentIntent?.status, wordsInPageLanguage);
}

/** Hands the wizard a `confirm` once Stripe and its Elements are there; withdraws it on unmount. */
function ConfirmHandle({
  clientSecret,
  returnUrl,
  locale,
  onReady,
}: Pick<CardFieldsProps, 'clientSecret' | 'returnUrl' | 'locale' | 'onReady'>) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onReady({ confirm: () => confirmCard(stripe, elements, { clientSecret, returnUrl, locale }) });
    return () => onReady(null);
  }, [stripe, elements, clientSecret, returnUrl, locale, onReady]);
  return null;
}

/**
 * Stripe's Payment Element as the card provider. Card data stays in Stripe's own iframes: this code
 * only ever holds the client secret and Stripe's answer.
 */
export function stripeCardProvider({
  loadStripe = loadStripeJs,
  appearance,
}: StripeCardProviderOptions = {}): CardProvider {
  // One Stripe per publishable key: `Elements` may not be given a different `stripe` later, and
  // each `loadStripe` call makes a new instance. A failed load is forgotten so a remount retries.
  const loaded = new Map<string, Promise<Stripe | null>>();
  function stripeFor(publicKey: string) {
    let stripe = loaded.get(publicKey);
    if (!stripe) {
      stripe = loadStripe(publicKey).then(
        (result) => {
          if (!result) loaded.delete(publicKey);
          return result;
        },
        () => {
          loaded.delete(publicKey);
          return null;
        },
      );
      loaded.set(publicKey, stripe);
    }
    return stripe;
  }

  // Made once per provider, not per render: its identity is as stable as the provider's.
  // biome-ignore lint/correctness/noComponentHookFactories: see above
  function Fields({ publicKey, clientSecret, returnUrl, onReady, locale }: CardFieldsProps) {
    // Per mount, so that after a failed load the alert stays until the wizard remounts the fields.
    const stripe = useMemo(() => stripeFor(publicKey), [publicKey]);
    const t = useTranslate(undefined, stripeMessages);
    const [unavailable, setUnavailable] = useState<Promise<Stripe | null> | null>(null);
    useEffect(() => {
      let mounted = true;
      void stripe.then((result) => {
        if (mounted && !result) setUnavailable(stripe);
      });
      return () => {
        mounted = false;
      };
    }, [stripe]);
    // Elements applies a new locale in place (`elements.update`), keeping what was typed; never a
    // new client secret, hence the key below.
    const options = useMemo(
      () => ({ clientSecret, locale: stripeLocale(locale), ...(appearance ? { appearance } : {}) }),
      [clientSecret, locale],
    );

    if (unavailable === stripe) {
      return (
        <p role="alert" className="unistay-notice" data-provider="stripe">
          {t('cardUnavailable')}
        </p>
      );
    }
    // Said once, beside the fields, in the student's language, where Stripe speaks another.
    const shown = otherLanguageShown(locale);
    return (
      <div className="unistay-field" data-provider="stripe">
        {shown && locale ? (
          <p className="unistay-hint">
            {t('cardFormLanguage', { language: languageName(shown, locale) })}
          </p>
        ) : null}
        <Elements stripe={stripe} options={options} key={`${publicKey} ${clientSecret}`}>
          <PaymentElement />
          <ConfirmHandle
            clientSecret={clientSecret}
            returnUrl={returnUrl}
            locale={locale}
            onReady={onReady}
          />
        </Elements>
      </div>
    );
  }

  return {
    name: 'stripe',
    Fields,
    async retrieveStatus({ publicKey, clientSecret }: CardPaymentSession) {
      const stripe = await stripeFor(publicKey);
      if (!stripe) throw new Error('Stripe could not be loaded.');
      const { error, intent } = isSetupIntent(clientSecret)
        ? await stripe
            .retrieveSetupIntent(clientSecret)
            .then(({ error, setupIntent }) => ({ error, intent: setupIntent }))
        : await stripe
            .retrievePaymentIntent(clientSecret)
            .then(({ error, paymentIntent }) => ({ error, intent: paymentIntent }));
      // A failed look-up says nothing about the payment: reporting "not paid" could invite a
      // second payment, so the caller hears it as an error.
      if (error || !intent) throw new Error(error?.message ?? 'The payment could not be checked.');
      if (intent.status === 'requires_capture') return 'processing';
      return isCardPaymentStatus(intent.status) ? intent.status : 'requires_payment_method';
    },
  };
}
