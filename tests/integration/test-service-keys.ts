/** The SERVICE_KEYS both Workers hold in the workerd test projects: "old" still verifies, "s2" signs. */
export const TEST_SERVICE_KEYS = JSON.stringify({
  current: 's2',
  keys: { old: 'c2VydmljZS1rZXktb2xkLXNlcnZpY2Uta2V5LW9sZC0x', s2: 'c2VydmljZS1rZXktbmV3LXNlcnZpY2Uta2V5LW5ldy0y' },
});
