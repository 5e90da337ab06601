package com.acme.acl;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class RoleLookupServlet extends HttpServlet {

    private Document users;

    @Override
    public void init() throws ServletException {
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            users = dbf.newDocumentBuilder().parse(getServletContext().getResourceAsStream("/WEB-INF/users.xml"));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String login = request.getParameter("login");
        XPath xpath = XPathFactory.newInstance().newXPath();
        try {
            String role = xpath.evaluate("/users/user[@login='" + login + "']/role/text()", users);
            response.getWriter().print(role.isEmpty() ? "none" : "found");
        } catch (Exception e) {
            response.sendError(400);
        }
    }
}
