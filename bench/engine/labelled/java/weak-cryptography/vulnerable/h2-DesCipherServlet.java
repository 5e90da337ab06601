import java.io.IOException;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class DesCipherServlet extends HttpServlet {
    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("secret");
        if (param == null) param = "";
        try {
            SecretKey key = KeyGenerator.getInstance("DES").generateKey();
            Cipher c = Cipher.getInstance("DES/CBC/PKCS5Padding");
            c.init(Cipher.ENCRYPT_MODE, key);
            byte[] enc = c.doFinal(param.getBytes("UTF-8"));
            response.getWriter().println(Base64.getEncoder().encodeToString(enc));
        } catch (GeneralSecurityException e) {
            throw new ServletException(e);
        }
    }
}
