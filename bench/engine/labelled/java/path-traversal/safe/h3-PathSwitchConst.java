import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/path-switch-const")
public class PathSwitchConst extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = "";
        java.util.Enumeration<String> heads = request.getHeaders("X-Log");
        if (heads != null && heads.hasMoreElements()) param = heads.nextElement();
        String bar;
        String code = "QRS";
        switch (code.charAt(0)) {
            case 'Q':
                bar = "access.log";
                break;
            case 'R':
                bar = param;
                break;
            default:
                bar = param;
        }
        java.io.FileInputStream in = new java.io.FileInputStream("/var/log/app/" + bar);
        response.getWriter().println(in.available());
        in.close();
    }
}
