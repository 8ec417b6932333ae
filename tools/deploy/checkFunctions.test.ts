import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { modulesRequiredBy, unresolvedModules } from './bundleModules';
import { functionProblems } from './checkFunctions';
import { declaredFunctions, type FunctionsManifest } from './functionsManifest';

const manifest: FunctionsManifest = {
  specVersion: 'v1alpha1',
  endpoints: {
    onUserWritten: {
      region: ['europe-west1'],
      eventTrigger: {
        eventType: 'google.cloud.firestore.document.v1.written',
        eventFilters: { database: '(default)', namespace: '(default)' },
        eventFilterPathPatterns: { document: 'users/{userId}' },
      },
    },
    api: { region: ['europe-west1'], httpsTrigger: {} },
    dailySnapshot: { region: ['europe-west1'], scheduleTrigger: { schedule: 'every day 03:00', timeZone: 'Europe/Rome' } },
    legacy: { httpsTrigger: {} },
  },
};

describe('declaredFunctions', () => {
  it('names each function with its region (the CLI default when none) and its trigger', () => {
    expect(declaredFunctions(manifest)).toEqual([
      { name: 'api', region: 'europe-west1', trigger: 'https' },
      { name: 'dailySnapshot', region: 'europe-west1', trigger: 'schedule every day 03:00 (Europe/Rome)' },
      { name: 'legacy', region: 'us-central1', trigger: 'https' },
      { name: 'onUserWritten', region: 'europe-west1', trigger: 'firestore written users/{userId}' },
    ]);
  });
});

describe('functionProblems', () => {
  const declared = declaredFunctions({
    ...manifest,
    endpoints: { api: manifest.endpoints.api!, onUserWritten: manifest.endpoints.onUserWritten! },
  });

  it('passes when the bundle declares exactly the expected functions, in the region', () => {
    expect(functionProblems(declared, { api: 'https', onUserWritten: 'firestore written users/{userId}' }, 'europe-west1')).toEqual([]);
  });

  it('fails on a function the bundle does not export', () => {
    const problems = functionProblems(
      declared,
      { api: 'https', onUserWritten: 'firestore written users/{userId}', onOrderWritten: 'firestore written orders/{id}' },
      'europe-west1',
    );
    expect(problems).toEqual(['manca la function onOrderWritten (firestore written orders/{id}): il bundle non la esporta']);
  });

  it('fails on another trigger, another region, or a function nobody listed', () => {
    expect(functionProblems(declared, { api: 'https', onUserWritten: 'firestore created users/{userId}' }, 'europe-west1')).toEqual([
      'onUserWritten: l\'attivazione è "firestore written users/{userId}", attesa "firestore created users/{userId}"',
    ]);
    expect(functionProblems(declared, { api: 'https', onUserWritten: 'firestore written users/{userId}' }, 'europe-west8')).toHaveLength(2);
    expect(functionProblems(declared, { api: 'https' }, 'europe-west1')[0]).toContain(
      "onUserWritten (firestore written users/{userId}) non è nell'elenco",
    );
  });
});

describe('bundle modules', () => {
  const bundle = `var a = require("express"); var b = require("node:fs"); var c = require("path"); var d = require("./local");
    async function later() { return import("pdfkit"); } var e = require("firebase-admin/firestore");
    var font = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");`;

  it('lists the packages the bundle loads, lazily loaded ones included, builtins and relative files left out', () => {
    expect(modulesRequiredBy(bundle)).toEqual(['dejavu-fonts-ttf/ttf/DejaVuSans.ttf', 'express', 'firebase-admin/firestore', 'pdfkit']);
  });

  it('reports the ones that do not resolve from the bundle', () => {
    const entry = resolve(import.meta.dirname, '../../functions/lib/index.js');
    expect(
      unresolvedModules(entry, [
        'express',
        'firebase-admin/firestore',
        'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
        'dejavu-fonts-ttf/ttf/NoSuch.ttf',
      ]),
    ).toEqual(['dejavu-fonts-ttf/ttf/NoSuch.ttf']);
  });
});
