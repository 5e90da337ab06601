import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/ssrf-headers-bytes-uri-stream")
public class SsrfHeadersBytesUriStream extends HttpServlet {
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
        byte[] raw = param.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        String bar = new String(raw, java.nio.charset.StandardCharsets.UTF_8);
        try (java.io.InputStream in = java.net.URI.create("http://" + bar + "/status").toURL().openStream()) {
            response.getWriter().println(in.read());
        }
    }
}
