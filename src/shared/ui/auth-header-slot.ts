import { createContext, type ReactNode } from 'react';

/**
 * What a route puts in the header of the access screens (the simulator menu on the login screen). A feature
 * cannot import another, so the route that composes the screen fills the slot; empty, it shows nothing.
 */
export const AuthHeaderSlot = createContext<ReactNode>(null);
