package com.quill.auth;

import java.io.IOException;
import java.io.InputStream;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

public class XPathRoleLookup extends HttpServlet {

    private Document users;

    @Override
    public void init() throws ServletException {
        try (InputStream in = getServletContext().getResourceAsStream("/WEB-INF/users.xml")) {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            users = dbf.newDocumentBuilder().parse(in);
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String login = req.getParameter("login");
        XPath xpath = XPathFactory.newInstance().newXPath();
        try {
            String role = xpath.evaluate("/users/user[@login='" + login + "']/role/text()", users);
            resp.getWriter().print(role.isEmpty() ? "none" : role);
        } catch (Exception e) {
            resp.sendError(500);
        }
    }
}
