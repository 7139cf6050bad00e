/**
 * The sandbox gateway's session.js: the part of MPGS's PaymentSession the app uses (configure with
 * fields.card and callbacks initialized / formSessionUpdate, onValidityChange, onCardTypeChange,
 * updateSessionFromForm('card'), setFocus), after Mastercard's Hosted Session API reference. Each field becomes an
 * iframe of the sandbox's field page; the card never enters the merchant page: the number's frame gathers the
 * other frames' values and posts them to the sandbox session itself.
 */
export const HOSTED_SESSION_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var base = new URL('./', script.src);
  var origin = base.origin;
  var ROLES = ['number', 'expiryMonth', 'expiryYear', 'securityCode'];
  var config = null;
  var frames = {};
  var ready = {};
  var validityListeners = [];
  var typeListeners = [];

  function send(role, message) {
    var frame = frames[role];
    if (frame && frame.contentWindow) frame.contentWindow.postMessage(message, origin);
  }
  function configured() {
    return ROLES.filter(function (role) { return config.fields.card[role]; });
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !config || !data || data.source !== 'sandbox-hosted-field') return;
    var frame = frames[data.role];
    if (!frame || event.source !== frame.contentWindow) return;
    var callbacks = config.callbacks || {};
    var selector = config.fields.card[data.role];
    if (data.type === 'ready') {
      ready[data.role] = true;
      if (configured().every(function (role) { return ready[role]; }) && callbacks.initialized) callbacks.initialized({ status: 'ok' });
    } else if (data.type === 'validity') {
      validityListeners.forEach(function (listener) {
        if (listener.roles.indexOf('card.' + data.role) >= 0) listener.callback(selector, data.result);
      });
    } else if (data.type === 'cardType') {
      typeListeners.forEach(function (callback) { callback(selector, data.result); });
    } else if (data.type === 'update' && callbacks.formSessionUpdate) {
      callbacks.formSessionUpdate(data.response);
    }
  });

  window.PaymentSession = {
    configure: function (configuration) {
      // A new form: its own frames, and listeners it registers after this call.
      config = configuration;
      frames = {};
      ready = {};
      validityListeners = [];
      typeListeners = [];
      configured().forEach(function (role) {
        var input = document.querySelector(config.fields.card[role]);
        if (!input) throw new Error('PaymentSession: no element for card.' + role);
        var label = input.getAttribute('aria-label') || input.title || role;
        var frame = document.createElement('iframe');
        frame.src = base.href + 'field?' + new URLSearchParams({ session_id: config.session, role: role, label: label, lang: document.documentElement.lang || 'en' }).toString();
        frame.title = input.title || label;
        frame.className = 'gateway-field-frame';
        frame.setAttribute('data-role', role);
        input.hidden = true;
        input.insertAdjacentElement('afterend', frame);
        frames[role] = frame;
      });
    },
    onValidityChange: function (roles, callback) {
      validityListeners.push({ roles: roles, callback: callback });
    },
    onCardTypeChange: function (callback) {
      typeListeners.push(callback);
    },
    updateSessionFromForm: function (paymentType) {
      if (paymentType !== 'card') throw new Error('PaymentSession: the sandbox hosts card fields only');
      send('number', { source: 'sandbox-session', type: 'update' });
    },
    setFocus: function (role) {
      send(String(role).replace(/^card\\./, ''), { source: 'sandbox-session', type: 'focus' });
    }
  };
})();
`;
