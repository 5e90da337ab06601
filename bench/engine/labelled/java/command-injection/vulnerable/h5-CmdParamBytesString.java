import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/cmd-param-bytes-string")
public class CmdParamBytesString extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("h5in");
        if (param == null) param = "";
        byte[] raw = param.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        String bar = new String(raw, java.nio.charset.StandardCharsets.UTF_8);
        Runtime r = Runtime.getRuntime();
        Process p = r.exec("ping -c 1 " + bar);
        response.getWriter().println(p.toString());
    }
}
