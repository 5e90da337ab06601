import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/deser-xml-decoder")
public class DeserXmlDecoder extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        java.beans.XMLDecoder decoder = new java.beans.XMLDecoder(request.getInputStream());
        Object bean = decoder.readObject();
        decoder.close();
        response.getWriter().println(bean == null ? "empty" : "loaded");
    }
}
