import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h5/path-map-sb-fis")
public class PathMapSbFis extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        java.util.Map<String, String[]> map = request.getParameterMap();
        String param = "";
        if (!map.isEmpty()) {
            String[] values = map.get("h5in");
            if (values != null) param = values[0];
        }
        StringBuilder sbxyz = new StringBuilder(param);
        String bar = sbxyz.append("_SafeStuff").toString();
        String fileName = System.getProperty("user.dir") + java.io.File.separator + "testfiles" + java.io.File.separator + bar;
        try (java.io.FileInputStream fis = new java.io.FileInputStream(fileName)) {
            byte[] b = new byte[1000];
            int size = fis.read(b);
            response.getWriter().println(new String(b, 0, Math.max(size, 0)));
        }
    }
}
