import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/crypto-props-sha512-default")
public class CryptoPropsSha512Default extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        java.util.Enumeration<String> headers = request.getHeaders("X-H5-In");
        if (headers != null && headers.hasMoreElements()) {
            param = headers.nextElement();
        }
        param = java.net.URLDecoder.decode(param, "UTF-8");
        String bar = param;
        java.util.Properties benchmarkprops = new java.util.Properties();
        benchmarkprops.load(getClass().getClassLoader().getResourceAsStream("h5.properties"));
        String algorithm = benchmarkprops.getProperty("hashAlg1", "SHA-512");
        try {
            java.security.MessageDigest md = java.security.MessageDigest.getInstance(algorithm);
            md.update(param.getBytes("UTF-8"));
            byte[] result = md.digest();
            response.getWriter().println(java.util.Base64.getEncoder().encodeToString(result));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
    }
}
