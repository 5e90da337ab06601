import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class FileParamServlet extends HttpServlet {
    private static final String BASE = "/srv/app/reports";

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("report");
        if (param == null) param = "latest.txt";
        StringBuilder sb = new StringBuilder(param);
        String bar = sb.append(".txt").toString();
        File f = new File(BASE, bar);
        try (InputStream in = new FileInputStream(f); OutputStream out = response.getOutputStream()) {
            byte[] buf = new byte[4096];
            int n;
            while ((n = in.read(buf)) > 0) {
                out.write(buf, 0, n);
            }
        }
    }
}
