package edu.northfield.stacks.web.servlets;

import edu.northfield.stacks.dao.MemberDao;
import edu.northfield.stacks.util.PasswordUtil;
import edu.northfield.stacks.util.XmlSupport;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.MultipartConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.security.NoSuchAlgorithmException;
import java.sql.SQLException;
import javax.sql.DataSource;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/** Accounts from the faculty library system, which is being retired. */
@WebServlet("/admin/import/members")
@MultipartConfig
public class MemberImportServlet extends HttpServlet {
    private MemberDao members;

    @Override
    public void init() {
        members = new MemberDao((DataSource) getServletContext().getAttribute("dataSource"));
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        int count = 0;
        try (InputStream in = req.getPart("members").getInputStream()) {
            Document doc = XmlSupport.hardenedFactory().newDocumentBuilder().parse(in);
            NodeList rows = doc.getElementsByTagName("member");
            for (int i = 0; i < rows.getLength(); i++) {
                Element row = (Element) rows.item(i);
                String initial = row.getAttribute("initialPassword");
                members.importMember(row.getAttribute("username"), row.getAttribute("email"), PasswordUtil.legacyHash(initial));
                count++;
            }
        } catch (ParserConfigurationException | SAXException | SQLException | NoSuchAlgorithmException e) {
            throw new ServletException(e);
        }
        req.setAttribute("imported", count);
        req.getRequestDispatcher("/WEB-INF/jsp/imported.jsp").forward(req, resp);
    }
}
