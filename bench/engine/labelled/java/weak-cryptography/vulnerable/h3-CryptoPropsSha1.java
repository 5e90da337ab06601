import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.security.MessageDigest;

@WebServlet("/h3/crypto-props-sha1")
public class CryptoPropsSha1 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        java.util.Properties settings = new java.util.Properties();
        settings.setProperty("digest.algorithm", "SHA-1");
        String alg = settings.getProperty("digest.algorithm", "SHA-512");
        try {
            MessageDigest md = MessageDigest.getInstance(alg);
            byte[] out = md.digest(request.getRequestURI().getBytes());
            response.getWriter().println(out.length);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
