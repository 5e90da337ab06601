import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/redirect-header-helper")
public class RedirectHeaderHelper extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String back = request.getHeader("X-Return-To");
        if (back == null) back = "/";
        go(response, java.net.URLDecoder.decode(back, "UTF-8"));
    }

    private void go(HttpServletResponse response, String where) throws IOException {
        StringBuilder sb = new StringBuilder(where);
        if (sb.indexOf("?") < 0) sb.append("?done=1");
        response.sendRedirect(sb.toString());
    }
}
