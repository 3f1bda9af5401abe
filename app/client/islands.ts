import type { ComponentType } from 'react';

type Loader = () => Promise<ComponentType<never>>;

// Every island by name, loaded only on pages that have it. Add one line per island.
export const islands: Record<string, Loader> = {
  toaster: () => import('../islands/toaster').then((m) => m.Toaster as ComponentType<never>),
  'search-combobox': () => import('../islands/search-combobox').then((m) => m.SearchCombobox as ComponentType<never>),
  'enquiry-dialog': () => import('../islands/enquiry-dialog').then((m) => m.EnquiryDialog as ComponentType<never>),
  'rating-dialog': () => import('../islands/rating-dialog').then((m) => m.RatingDialog as ComponentType<never>),
  'gallery-zoom': () => import('../islands/gallery-zoom').then((m) => m.GalleryZoom as ComponentType<never>),
  'filter-form': () => import('../islands/filter-form').then((m) => m.FilterForm as ComponentType<never>),
  'cart-confirm-delete': () => import('../islands/cart-confirm-delete').then((m) => m.ConfirmDelete as ComponentType<never>),
  'address-form': () => import('../islands/address-form').then((m) => m.AddressFormFields as ComponentType<never>),
  'login-form': () => import('../islands/login-form').then((m) => m.LoginForm as ComponentType<never>),
  'register-form': () => import('../islands/register-form').then((m) => m.RegisterForm as ComponentType<never>),
  'hero-banner': () => import('../islands/hero-banner').then((m) => m.HeroBanner as ComponentType<never>),
  carousel: () => import('../islands/carousel').then((m) => m.Carousel as ComponentType<never>),
  splash: () => import('../islands/splash').then((m) => m.Splash as ComponentType<never>),
  'payment-button': () => import('../islands/payment-button').then((m) => m.PaymentButton as ComponentType<never>),
  'checkout-delivery': () => import('../islands/checkout-delivery').then((m) => m.DeliveryDetails as ComponentType<never>),
  'contact-form': () => import('../islands/contact-form').then((m) => m.ContactForm as ComponentType<never>),
  'enquire-form': () => import('../islands/enquire-form').then((m) => m.EnquireForm as ComponentType<never>),
  'apply-dialog': () => import('../islands/apply-dialog').then((m) => m.ApplyDialog as ComponentType<never>),
};
