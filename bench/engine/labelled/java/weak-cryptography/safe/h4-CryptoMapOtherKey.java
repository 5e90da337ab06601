import java.security.MessageDigest;
import java.util.HashMap;
import java.util.Map;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/crypto-map-other-key")
public class CryptoMapOtherKey extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            Map<String, String> algs = new HashMap<>();
            algs.put("legacy", "MD5");
            algs.put("current", "SHA-512");
            MessageDigest md = MessageDigest.getInstance(algs.get("current"));
            response.getWriter().println(md.digest("x".getBytes("UTF-8")).length);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
