import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/crypto-rsa-oaep-provider")
public class CryptoRsaOaepProvider extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        try {
            javax.crypto.Cipher c = javax.crypto.Cipher.getInstance("RSA/ECB/OAEPWithSHA-512AndMGF1Padding", "SunJCE");
            java.security.KeyPair kp = java.security.KeyPairGenerator.getInstance("RSA").generateKeyPair();
            c.init(javax.crypto.Cipher.ENCRYPT_MODE, kp.getPublic());
            response.getWriter().println(c.doFinal("x".getBytes()).length);
        } catch (java.security.GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
