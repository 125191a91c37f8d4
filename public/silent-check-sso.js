// Hands the authorization response of the hidden iframe back to keycloak-js in the app window.
parent.postMessage(location.href, location.origin);
