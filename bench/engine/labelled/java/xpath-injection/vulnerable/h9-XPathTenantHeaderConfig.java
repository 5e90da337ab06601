package com.quill.config;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

public class XPathTenantHeaderConfig extends HttpServlet {

    private static final String CONFIG = "/etc/quill/tenants.xml";

    private String lookup(String tenant, String key) throws XPathExpressionException {
        XPath xp = XPathFactory.newInstance().newXPath();
        String expression = String.format("/tenants/tenant[@id='%s']/setting[@key='%s']", tenant, key);
        return xp.evaluate(expression, new InputSource(CONFIG));
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String tenant = req.getHeader("X-Tenant");
        try {
            resp.setContentType("text/plain");
            resp.getWriter().print(lookup(tenant, "theme"));
        } catch (XPathExpressionException e) {
            resp.sendError(400);
        }
    }
}
