import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.crypto.Cipher;

@WebServlet("/h3/crypto-rsa-oaep")
public class CryptoRsaOaep extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String secret = request.getParameter("secret");
        if (secret == null) secret = "";
        try {
            java.security.KeyPairGenerator kpg = java.security.KeyPairGenerator.getInstance("RSA");
            kpg.initialize(3072);
            java.security.KeyPair kp = kpg.generateKeyPair();
            Cipher c = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
            c.init(Cipher.ENCRYPT_MODE, kp.getPublic());
            response.getWriter().println(c.doFinal(secret.getBytes("UTF-8")).length);
        } catch (java.security.GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
