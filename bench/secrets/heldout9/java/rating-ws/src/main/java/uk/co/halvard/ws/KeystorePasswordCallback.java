package uk.co.halvard.ws;

import java.io.IOException;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import org.apache.wss4j.common.ext.WSPasswordCallback;

/** Gives WSS4J the private key password of the signing certificate. */
public class KeystorePasswordCallback implements CallbackHandler {
    @Override
    public void handle(Callback[] callbacks) throws IOException {
        for (Callback c : callbacks) {
            WSPasswordCallback pc = (WSPasswordCallback) c;
            if ("halvard-signing".equals(pc.getIdentifier())) {
                pc.setPassword(System.getProperty("halvard.signing.keypass"));
            }
        }
    }
}
