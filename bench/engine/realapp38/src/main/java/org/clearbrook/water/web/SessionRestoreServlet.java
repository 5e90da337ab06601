package org.clearbrook.water.web;

import java.beans.XMLDecoder;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.clearbrook.water.model.Invoice;

@WebServlet("/account/restore")
public class SessionRestoreServlet extends HttpServlet {

    private static final Path TARIFF_CACHE = Path.of("/var/clearbrook/cache/tariffs.ser");
    private static final ObjectInputFilter INVOICES_ONLY =
            ObjectInputFilter.Config.createFilter("org.clearbrook.water.model.Invoice;java.base/*;!*");

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Object restored;
        try {
            switch (String.valueOf(request.getParameter("source"))) {
                case "cookie" -> restored = fromCookie(request);
                case "filtered" -> restored = filtered(request.getInputStream());
                case "cache" -> restored = fromCache();
                default -> {
                    ObjectInputStream ois = new ObjectInputStream(request.getInputStream());
                    restored = ois.readObject();
                }
            }
        } catch (ClassNotFoundException e) {
            throw new ServletException(e);
        }
        request.getSession().setAttribute("draftBasket", restored);
        response.sendRedirect(request.getContextPath() + "/account/home");
    }

    private Object fromCookie(HttpServletRequest request) {
        for (Cookie c : request.getCookies()) {
            if ("CB_DRAFT".equals(c.getName())) {
                byte[] xml = Base64.getDecoder().decode(c.getValue());
                try (XMLDecoder decoder = new XMLDecoder(new ByteArrayInputStream(xml))) {
                    return decoder.readObject();
                }
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private List<Invoice> filtered(InputStream body) throws IOException, ClassNotFoundException {
        try (ObjectInputStream checked = new ObjectInputStream(body)) {
            checked.setObjectInputFilter(INVOICES_ONLY);
            return (List<Invoice>) checked.readObject();
        }
    }

    private Object fromCache() throws IOException, ClassNotFoundException {
        try (ObjectInputStream cache = new ObjectInputStream(Files.newInputStream(TARIFF_CACHE))) {
            return cache.readObject();
        }
    }
}
