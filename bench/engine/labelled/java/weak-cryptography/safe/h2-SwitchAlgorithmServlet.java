import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class SwitchAlgorithmServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("data");
        if (param == null) param = "";
        String selector = "xyzSHA";
        String algorithm;
        switch (selector.substring(3, 6)) {
            case "MD5":
                algorithm = "MD5";
                break;
            case "SHA":
                algorithm = "SHA-512";
                break;
            default:
                algorithm = "MD2";
                break;
        }
        try {
            MessageDigest md = MessageDigest.getInstance(algorithm);
            byte[] out = md.digest(param.getBytes("UTF-8"));
            response.getWriter().println(out.length);
        } catch (NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
