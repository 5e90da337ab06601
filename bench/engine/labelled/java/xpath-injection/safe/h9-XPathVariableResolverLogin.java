package com.quill.auth;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.namespace.QName;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

public class XPathVariableResolverLogin extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        final String login = req.getParameter("login");
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver((QName name) -> "login".equals(name.getLocalPart()) ? login : null);
        try {
            String role = xpath.evaluate("/users/user[@login=$login]/role/text()",
                    new InputSource("/srv/quill/users.xml"));
            resp.getWriter().print(role.isEmpty() ? "none" : role);
        } catch (Exception e) {
            resp.sendError(500);
        }
    }
}
