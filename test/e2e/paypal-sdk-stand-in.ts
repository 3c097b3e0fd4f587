/**
 * A stand-in for PayPal's JS SDK (the real one cannot load here): the v5 `paypal.Buttons` and
 * `paypal.CardFields` surface @paypal/react-paypal-js drives. Its card inputs stand for PayPal's frames;
 * submitting asks the page for the order (our server creates it), has the buyer approve it at the PayPal
 * stand-in, then reports the approval, as PayPal does.
 */
export const FAKE_SDK = `
  window.paypal = {
    version: '5.0.0',
    Buttons: function (opts) {
      return {
        isEligible: function () { return true; },
        render: function (el) {
          var b = document.createElement('button');
          b.type = 'button'; b.textContent = 'PayPal'; b.setAttribute('data-testid', 'fake-paypal-button');
          b.onclick = function () {
            Promise.resolve(opts.createOrder({}, {})).then(function (id) {
              return window.__buyerApproves(id).then(function () { return opts.onApprove({ orderID: id }, {}); });
            }).catch(function () {});
          };
          el.appendChild(b);
          return Promise.resolve();
        },
        close: function () { return Promise.resolve(); },
        updateProps: function () { return Promise.resolve(); },
      };
    },
    CardFields: function (opts) {
      var field = function (name) {
        return function () {
          return {
            render: function (el) { var i = document.createElement('input'); i.id = 'paypal-' + name; el.appendChild(i); return Promise.resolve(); },
            close: function () { return Promise.resolve(); },
          };
        };
      };
      return {
        isEligible: function () { return true; },
        NameField: field('name'), NumberField: field('number'), ExpiryField: field('expiry'), CVVField: field('cvv'),
        submit: function () {
          return Promise.resolve(opts.createOrder()).then(function (id) {
            return window.__buyerApproves(id).then(function () { opts.onApprove({ orderID: id }); });
          });
        },
      };
    },
  };
`;
