import { DATA_RESOURCES } from '../../contract/permissions.ts';
import { menuNeeds } from '../../navigation.ts';
import { writeNeeds } from '../../stores/permissions.ts';

/**
 * Every `data-needs` value a dashboard page may carry: the menu's entries and groups, and the write controls of each
 * list and the calendar. The permission stylesheet's inline script is written for these (the same on every page, so
 * one script hash serves the client router's page changes). Used when the pages are built.
 */
export function pageNeeds(): string[] {
  return [...new Set([...menuNeeds(), ...DATA_RESOURCES.flatMap((resource) => Object.values(writeNeeds(resource)))])];
}
